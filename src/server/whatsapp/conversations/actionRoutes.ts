/**
 * The write side of the conversations inbox (issue 25): answers and their send job, and the
 * team's actions. `engineOwner` is this process's newsletter sending engine's lease owner: an
 * answer on a number the engine is sending from goes out on the engine's pace (answersJob.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { answerRetries, conversationAnswerJob, sendAnswer, type AnswerSender } from './answersJob';
import type { LinkTokens } from '../newsletters/statistics/trackedLinks';
import { answersRoutes } from './answersRoutes';
import { teamRoutes } from './teamRoutes';

export async function conversationActionRoutes(
  app: FastifyInstance,
  {
    db,
    cloudApi,
    config,
    engineOwner,
    links,
  }: {
    db: Database;
    cloudApi: CloudApi;
    config: Config;
    engineOwner: string;
    /** The tracked links' tokens: a template's link buttons need one per message. */
    links: LinkTokens;
  },
) {
  const sender: AnswerSender = {
    db,
    cloudApi,
    defaultThroughput: config.whatsapp.defaultThroughput,
    leaseSeconds: config.whatsapp.sending.leaseSeconds,
    engineOwner,
    later: async (id, seconds) => {
      await app.jobs.send(conversationAnswerJob, { id }, { startAfterSeconds: seconds });
    },
  };
  app.jobs.work<{ id: number }>(
    conversationAnswerJob,
    (data, job) => sendAnswer(sender, data.id, job.attempt),
    { retryLimit: answerRetries, retryDelaySeconds: 2 },
  );
  await app.register(answersRoutes, { db, publicUrl: config.publicUrl, links });
  await app.register(teamRoutes, { db });
}
