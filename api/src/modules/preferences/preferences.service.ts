import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { isLocale, isTimeZone, type Locale } from '@tea/limits';
import type { Db } from '../../core/db.js';
import { requestLocale, type Reader } from '../../core/i18n.js';
import { parseInput } from '../../shared/parse.js';
import type { User } from '../user/user.entity.js';
import { applyChange, readPreferences, updatePreferencesSchema, type Preferences } from './preferences.inputs.js';
import { presentPreferences, type MyPreferencesType } from './preferences.type.js';

/** Her preferences, read inside another module's transaction (through its EntityManager). Defaults when none are saved. */
export async function preferencesOf(em: EntityManager, userId: string): Promise<Preferences> {
  const [row] = await em
    .getConnection()
    .execute<{ data: unknown }[]>('select data from user_preferences where user_id = ?', [userId], 'all', em.getTransactionContext());
  return readPreferences(row?.data);
}

/**
 * Saved settings (Settings > Notifications, Privacy, Appearance). Only the member herself reads or changes hers.
 * The notification module asks for them before it notifies (in-app, e-mail); the profile module before it
 * remembers a viewed profile.
 */
export class PreferencesService {
  private readonly requestLocales = new WeakMap<Request, Promise<Locale>>();

  constructor(private readonly db: Db) {}

  /** Her saved language, or null when she never chose one (she then gets her browser's: `requestLocale`). */
  async languageOf(userId: string): Promise<Locale | null> {
    const row = await this.db.one<{ language: unknown }>(`select data #>> '{appearance,language}' as language from user_preferences where user_id = $1`, [
      userId,
    ]);
    return isLocale(row?.language) ? row.language : null;
  }

  /** The language to answer a request in: her saved one when she is signed in, else the browser's (cookie, Accept-Language). */
  async localeOf(req: Request): Promise<Locale> {
    const userId = req.principal?.id;
    return (userId ? await this.languageOf(userId) : null) ?? requestLocale(req);
  }

  /** Her saved language (else the browser's) and time zone (else null: UTC), for texts worded when read (notifications). */
  async readerOf(req: Request): Promise<Reader> {
    const userId = req.principal?.id;
    return userId ? this.memberReader(userId, () => requestLocale(req)) : { locale: requestLocale(req), timeZone: null };
  }

  /** A member's saved language (else `fallback`'s, else English) and time zone (else null: UTC), e.g. for a live connection. */
  async memberReader(userId: string, fallback: () => Locale = () => 'en'): Promise<Reader> {
    const row = await this.db.one<{ language: unknown; time_zone: unknown }>(
      `select data #>> '{appearance,language}' as language, data #>> '{appearance,timeZone}' as time_zone from user_preferences where user_id = $1`,
      [userId],
    );
    return {
      locale: isLocale(row?.language) ? row.language : fallback(),
      timeZone: isTimeZone(row?.time_zone) ? row.time_zone : null,
    };
  }

  /** `localeOf`, read once per request: fields resolved for every item of a list ask it again. */
  localeOnce(req: Request): Promise<Locale> {
    let locale = this.requestLocales.get(req);
    if (!locale) {
      locale = this.localeOf(req).catch(() => requestLocale(req));
      this.requestLocales.set(req, locale);
    }
    return locale;
  }

  async get(actor: User): Promise<MyPreferencesType> {
    const row = await this.db.one<{ data: unknown; updated_at: Date }>('select data, updated_at from user_preferences where user_id = $1', [actor.id]);
    return presentPreferences(readPreferences(row?.data), row?.updated_at ?? null);
  }

  /**
   * Applies a change in one transaction (the row is locked, so two tabs saving at once both count). A bad value
   * refuses the whole change before anything is written. Turning off "remember the profiles I open" also deletes
   * the views already remembered.
   */
  async update(em: EntityManager, actor: User, input: unknown): Promise<MyPreferencesType> {
    const change = parseInput(updatePreferencesSchema, input);
    return em.transactional(async (tem) => {
      const conn = tem.getConnection();
      const trx = tem.getTransactionContext();
      await conn.execute(`insert into user_preferences (user_id, data) values (?, '{}'::jsonb) on conflict (user_id) do nothing`, [actor.id], 'run', trx);
      const [row] = await conn.execute<{ data: unknown }[]>('select data from user_preferences where user_id = ? for update', [actor.id], 'all', trx);
      const before = readPreferences(row?.data);
      const after = applyChange(before, change);
      const [saved] = await conn.execute<{ updated_at: Date }[]>(
        'update user_preferences set data = ?::jsonb, updated_at = now() where user_id = ? returning updated_at',
        [JSON.stringify(after), actor.id],
        'all',
        trx,
      );
      if (before.privacy.rememberViewedProfiles && !after.privacy.rememberViewedProfiles) {
        await conn.execute('delete from interactions where user_id = ?', [actor.id], 'run', trx);
      }
      return presentPreferences(after, new Date(saved.updated_at));
    });
  }
}
