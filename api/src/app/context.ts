import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../modules/user/user.entity.js';
import type { Services } from './services.js';

/** What every resolver and REST handler receives for one request. */
export interface AppContext {
  em: EntityManager;
  user: User | null;
  ip: string;
  req: Request;
  res: Response;
  services: Services;
}
