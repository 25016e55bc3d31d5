import type { FastifyInstance } from 'fastify';
import forgotPasswordRoutes from './forgot-password';
import sessionRoutes from './session';
import signupRoutes from './signup';
import tokenRoutes from './token';

/** "Auth and session" calls of the player spec. */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(tokenRoutes);
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(forgotPasswordRoutes);
}
