import { User } from '../modules/user/user.entity.js';

/** Every MikroORM entity of the app, in one list (ORM config and migration generator use it). */
export const entities = [User];
