import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { AppContext } from '../../app/context.js';
import { Access } from '../../auth/access.js';
import { authorize } from '../../policies/can.js';
import { NotificationType } from './notification.entity.js';

registerEnumType(NotificationType, { name: 'NotificationType', description: 'What a notification is about.' });

@ObjectType('Notification', { description: 'An in-app notification for the signed-in member.' })
export class NotificationGql {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationType)
  type!: NotificationType;

  @Field()
  title!: string;

  @Field()
  message!: string;

  @Field()
  read!: boolean;

  @Field()
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Where clicking the notification leads (an app path).' })
  actionUrl!: string | null;
}

@Resolver()
export class NotificationResolver {
  @Query(() => [NotificationGql], { description: "The signed-in member's notifications, newest first." })
  @Access('member')
  notifications(@Ctx() ctx: AppContext, @Arg('unreadOnly', () => Boolean, { defaultValue: false }) unreadOnly: boolean): Promise<NotificationGql[]> {
    return ctx.services.notifications.list(authorize(ctx.user, 'account:read-own').id, { unreadOnly });
  }

  @Query(() => Int, { description: 'How many of her notifications are unread.' })
  @Access('member')
  unreadNotificationCount(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.notifications.unreadCount(authorize(ctx.user, 'account:read-own').id);
  }

  @Mutation(() => NotificationGql, { description: "Marks one of her notifications read (NOT_FOUND for anyone else's)." })
  @Access('member')
  markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<NotificationGql> {
    return ctx.services.notifications.markRead(authorize(ctx.user, 'account:read-own').id, id);
  }

  @Mutation(() => Int, { description: 'Marks all her notifications read; answers how many changed.' })
  @Access('member')
  markAllNotificationsRead(@Ctx() ctx: AppContext): Promise<number> {
    return ctx.services.notifications.markAllRead(authorize(ctx.user, 'account:read-own').id);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of her notifications.' })
  @Access('member')
  async deleteNotification(@Arg('id', () => ID) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.notifications.remove(authorize(ctx.user, 'account:read-own').id, id);
    return true;
  }
}
