import { Router } from 'express';
import type { AppServices } from '../core/context.js';
import { accountRoutes } from './account.routes.js';
import { profileRoutes } from './profile.routes.js';
import { notificationRoutes } from './notification.routes.js';
import { adminRoutes } from './admin.routes.js';
import { verificationRoutes } from './verification.routes.js';
import { phoneRoutes } from './phone.routes.js';
import { removalRoutes } from './removal.routes.js';
import { userRoutes } from './user.routes.js';
import { securityRoutes } from './security.routes.js';
import { apiTokenRoutes } from './api-token.routes.js';
import { flagRoutes } from './flag.routes.js';
import { appealRoutes } from './appeal.routes.js';
import { transparencyRoutes } from './transparency.routes.js';
import { pushRoutes } from './push.routes.js';
import { photoCheckRoutes } from './photo-check.routes.js';
import { watchRoutes } from './watch.routes.js';
import { notFound } from '../core/errors.js';

/** The REST shim: SPEC §7's documented `/api/*` paths over the same services and policies as GraphQL. */
export function apiRouter(services: AppServices): Router {
  const api = Router();
  const features = [
    accountRoutes,
    profileRoutes,
    notificationRoutes,
    adminRoutes,
    verificationRoutes,
    phoneRoutes,
    removalRoutes,
    userRoutes,
    securityRoutes,
    apiTokenRoutes,
    flagRoutes,
    appealRoutes,
    transparencyRoutes,
    pushRoutes,
    photoCheckRoutes,
    watchRoutes,
  ];
  for (const routes of features) api.use(routes(services));
  api.use((_req, _res, next) => next(notFound()));
  return api;
}
