import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../core/context.js';
import { Access, Actor } from '../../auth/access.js';
import type { User } from '../user/user.entity.js';
import { NotificationType } from './notification.entity.js';
import type { NotificationView } from './notification.service.js';
import { unauthenticated } from '../../core/errors.js';
import { DecisionGql } from '../decision/decision.type.js';

@ObjectType('Notification', { description: 'An in-app notification for the signed-in member.' })
export class NotificationGql {
  @Field(() => ID, { description: 'The notification id (a UUID).' })
  id!: string;

  @Field(() => NotificationType, { description: 'What it is about.' })
  type!: NotificationType;

  @Field({ description: 'A short title (at most 120 characters).' })
  title!: string;

  @Field({ description: 'The full text.' })
  message!: string;

  @Field({ description: 'True once she marked it read.' })
  read!: boolean;

  @Field({ description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Where clicking the notification leads (an app path).' })
  actionUrl!: string | null;

  @Field(() => DecisionGql, {
    nullable: true,
    description: 'The moderation decision it tells her about (reason, rule, text, and whether she may appeal it); null for other news.',
  })
  decision!: DecisionGql | null;
}

@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationGql], { description: "The signed-in member's notifications, newest first." })
  @Access('member')
  async notifications(
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
    @Arg('unreadOnly', () => Boolean, { defaultValue: false, description: 'True for unread ones only. At most 50 are returned.' }) unreadOnly: boolean,
  ): Promise<NotificationGql[]> {
    return ctx.services.notifications.list(actor.id, { unreadOnly }, await ctx.services.preferences.readerOf(ctx.req));
  }

  @Query(() => Int, { description: 'How many of her notifications are unread.' })
  @Access('member')
  unreadNotificationCount(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<number> {
    return ctx.services.notifications.unreadCount(actor.id);
  }

  @Mutation(() => NotificationGql, { description: "Marks one of her notifications read (NOT_FOUND for anyone else's)." })
  @Access('account:read-own')
  async markNotificationRead(
    @Arg('id', () => ID, { description: 'The notification id.' }) id: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<NotificationGql> {
    return ctx.services.notifications.markRead(actor.id, id, await ctx.services.preferences.readerOf(ctx.req));
  }

  @Mutation(() => Int, { description: 'Marks all her notifications read; answers how many changed.' })
  @Access('account:read-own')
  markAllNotificationsRead(@Ctx() ctx: AppContext, @Actor() actor: User): Promise<number> {
    return ctx.services.notifications.markAllRead(actor.id);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of her notifications.' })
  @Access('account:read-own')
  async deleteNotification(
    @Arg('id', () => ID, { description: "The notification id; NOT_FOUND for anyone else's." }) id: string,
    @Ctx() ctx: AppContext,
    @Actor() actor: User,
  ): Promise<boolean> {
    await ctx.services.notifications.remove(actor.id, id);
    return true;
  }

  @Subscription(() => NotificationGql, {
    description:
      'Each new notification of the signed-in member as it is created, over WebSocket on /graphql (graphql-ws protocol, subprotocol `graphql-transport-ws`; the session cookie, or an API token with the READ scope as `{ "authorization": "Bearer tea_pat_..." }` in `connection_init`). The connection is closed when her session ends, the token is revoked or she is banned.',
    subscribe: ({ context }: { context: AppContext }) => {
      const principal = context.principal;
      if (!principal || !context.live) throw unauthenticated();
      // Worded in her saved language and time zone, as the list is (read once, at the first event: `subscribe` must
      // answer the iterator itself, not a promise of it).
      return context.services.notifications.live(
        principal.id,
        () => context.live!.stillAllowed(),
        () => context.services.preferences.memberReader(principal.id),
      );
    },
  })
  @Access('member')
  notificationAdded(@Root() notification: NotificationView): NotificationGql {
    return notification;
  }
}
