/** Every BullMQ key of the platform lives under this prefix (connections/redis.ts: bullConnection). */
export const BULLMQ_PREFIX = 'envios';
