import type { FastifyInstance } from 'fastify';
import type { CloudApi } from '../../cloudapi';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { LinkProbe } from './check/linkCheck';
import { validateRoutes } from './check/validateRoutes';
import { newsletterCloneRoute } from './crud/cloneRoute';
import { newsletterRemovalRoutes } from './crud/removalRoutes';
import { newsletterEditorRoutes } from './editor/editorRoutes';
import { newsletterListRoutes } from './list/listRoutes';
import { previewRoutes } from './preview/previewRoutes';
import { priceRoute } from './price/priceRoute';
import { addToProfileRoutes } from './recipients/addToProfileRoutes';
import { coverageRoute } from './recipients/coverageRoute';
import { recipientRoutes } from './recipients/recipientRoutes';
import { newsletterSendJob, SendingEngine } from './sending/engine';
import { sendRoutes } from './sending/sendRoutes';
import { startSendingRoute } from './sending/startSending';
import { unscheduleRoute } from './sending/unscheduleRoute';
import { startCompacting } from './statistics/compaction';
import { statisticRoutes } from './statistics/statisticRoutes';
import {
  linkTokens,
  trackedLinkRoutes,
  type LinkTokens,
  type UncountedLinkTarget,
} from './statistics/trackedLinks';

/**
 * Newsletters of the WhatsApp service (spec section 7): list, editor, copy, archive, delete,
 * recipients, price, and the sending engine (its job, and its sweep, which starts with the server
 * and stops with it). Answers the engine's lease owner (other sends from a number, conversation
 * answers, go on the engine's pace while it holds the number) and the tracked links' tokens.
 */
export async function newsletterService(
  app: FastifyInstance,
  {
    db,
    cloudApi,
    config,
    linkProbe,
    uncountedLinkTarget,
  }: {
    db: Database;
    cloudApi: CloudApi;
    config: Config;
    linkProbe: LinkProbe;
    /** Links of other senders (conversation answers) the tracked-link route forwards uncounted. */
    uncountedLinkTarget: UncountedLinkTarget;
  },
): Promise<{ engineOwner: string; links: LinkTokens }> {
  await app.register(newsletterListRoutes, { db });
  await app.register(newsletterEditorRoutes, { db });
  await app.register(newsletterRemovalRoutes, { db });
  await app.register(newsletterCloneRoute, { db });
  await app.register(validateRoutes, { db, probe: linkProbe });
  const links = await linkTokens(db);
  await app.register(trackedLinkRoutes, {
    db,
    tokens: links,
    clickWindowSeconds: config.clickWindowSeconds,
    uncountedTarget: uncountedLinkTarget,
  });
  await app.register(previewRoutes, { db, cloudApi, publicUrl: config.publicUrl, links });
  await app.register(recipientRoutes, { db });
  await app.register(addToProfileRoutes, { db });
  await app.register(coverageRoute, { db });
  await app.register(priceRoute, { db });
  await app.register(startSendingRoute, { db, publicUrl: config.publicUrl });
  await app.register(sendRoutes, { db });
  await app.register(unscheduleRoute, { db });
  await app.register(statisticRoutes, { db });

  const engine = new SendingEngine(
    db,
    cloudApi,
    { ...config.whatsapp.sending, defaultThroughput: config.whatsapp.defaultThroughput },
    { error: (context, message) => app.log.error(context, message) },
    async (phoneNumberId, afterSeconds) => {
      await app.jobs.send(
        newsletterSendJob,
        { phoneNumberId },
        { startAfterSeconds: afterSeconds },
      );
    },
    links,
  );
  app.jobs.work<{ phoneNumberId: number }>(
    newsletterSendJob,
    // The job only starts the drive, which lasts as long as the send and runs beside other
    // jobs; a process that dies mid-send is taken over by another's sweep.
    async (data) => void engine.drive(data.phoneNumberId),
    { retryLimit: 3, retryDelaySeconds: 5 },
  );
  app.addHook('onReady', async () => engine.startSweeping());
  // At the start of a stop, before the listener closes: the bundled emulator answers through it,
  // so sends under way still get their answers; the leases are free before requests drain.
  app.addHook('preClose', () => engine.close());

  const stopCompacting = startCompacting(db, (error) =>
    app.log.error({ err: error }, 'folding the delivery counts failed'),
  );
  app.addHook('onClose', async () => stopCompacting());
  return { engineOwner: engine.owner, links };
}
