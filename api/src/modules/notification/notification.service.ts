import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../app/db.js';
import { Notification, NotificationType } from './notification.entity.js';
import { User } from '../user/user.entity.js';
import { notFound } from '../../shared/errors.js';

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
}

export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
  actionUrl: string | null;
}

type Row = { id: string; type: NotificationType; title: string; message: string; read: boolean; created_at: Date; action_url: string | null };
const COLUMNS = 'id, type, title, message, read, created_at, action_url';
const present = (r: Row): NotificationView => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  read: r.read,
  createdAt: r.created_at,
  actionUrl: r.action_url,
});

/**
 * In-app notifications. `notify` is called by the moderation commands inside their transaction (pass the
 * transactional EntityManager), so a notification exists exactly when its decision was committed.
 * Every read and change is scoped to the owner: another member's id answers 404, never her data.
 */
export class NotificationService {
  constructor(private readonly db: Db) {}

  notify(em: EntityManager, userId: string, input: NotificationInput): void {
    em.persist(
      Object.assign(new Notification(), {
        user: em.getReference(User, userId),
        type: input.type,
        title: input.title.slice(0, 120),
        message: input.message,
        actionUrl: input.actionUrl ?? null,
      }),
    );
  }

  async list(userId: string, opts: { unreadOnly?: boolean; limit?: number } = {}): Promise<NotificationView[]> {
    const limit = Math.min(Math.max(1, opts.limit ?? 50), 100);
    const rows = await this.db.query<Row>(
      `select ${COLUMNS} from notifications where user_id = $1 ${opts.unreadOnly ? 'and read = false' : ''} order by created_at desc, id desc limit $2`,
      [userId, limit],
    );
    return rows.map(present);
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db.one<{ n: number }>('select count(*)::int as n from notifications where user_id = $1 and read = false', [userId]);
    return row?.n ?? 0;
  }

  private static isUuid(id: string) {
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  }

  async markRead(userId: string, id: string): Promise<NotificationView> {
    if (!NotificationService.isUuid(id)) throw notFound('Notification not found');
    const [r] = await this.db.query<Row>(`update notifications set read = true where id = $1 and user_id = $2 returning ${COLUMNS}`, [id, userId]);
    if (!r) throw notFound('Notification not found');
    return present(r);
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db.query('update notifications set read = true where user_id = $1 and read = false returning id', [userId]);
    return rows.length;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!NotificationService.isUuid(id)) throw notFound('Notification not found');
    const rows = await this.db.query('delete from notifications where id = $1 and user_id = $2 returning id', [id, userId]);
    if (!rows.length) throw notFound('Notification not found');
  }
}

export { NotificationType };
