/**
 * Meta's Resumable Upload API (https://developers.facebook.com/docs/graph-api/guides/upload),
 * as templates use it for their media header samples: a session on the app
 * (`POST /{app-id}/uploads?file_name&file_length&file_type` → `{id: "upload:…"}`), the bytes
 * (`POST /upload:…` with `Authorization: OAuth {token}` and the header `file_offset`) → `{h}`,
 * and `GET /upload:…` → `{id, file_offset}` to resume an interrupted upload. The handles it issued
 * are the only ones `example.header_handle` accepts.
 */
import { graphError, invalidParameter, unknownObject } from './graphErrors';
import type { Random } from './random';

/** The file types the page lists for `file_type`. */
const fileTypes = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'video/mp4']);

interface Session {
  id: string;
  sig: string;
  length: number;
  type: string;
  name: string;
  received: Buffer[];
  offset: number;
  handle?: string;
}

export class ResumableUploads {
  private readonly sessions = new Map<string, Session>();
  private readonly handles = new Map<string, { type: string; size: number }>();

  constructor(
    private readonly appId: string,
    private readonly random: Random,
    /** The emulator's clock (the handle's time stamp). */
    private readonly now: () => number = Date.now,
  ) {}

  createSession(appId: string, query: Record<string, string | undefined>) {
    if (appId !== this.appId) throw unknownObject(appId);
    const length = Number(query.file_length);
    if (!query.file_length || !Number.isInteger(length) || length <= 0) {
      throw invalidParameter('The parameter file_length is required.');
    }
    const type = query.file_type ?? '';
    if (!fileTypes.has(type)) {
      throw invalidParameter(
        `Param file_type must be one of {application/pdf, image/jpeg, image/jpg, image/png, video/mp4}`,
      );
    }
    const key = Buffer.from(`1:attachment:${this.random.hex(16)}`).toString('base64');
    const session: Session = {
      id: `upload:${key}`,
      sig: this.random.token(20),
      length,
      type,
      name: query.file_name ?? 'file',
      received: [],
      offset: 0,
    };
    this.sessions.set(session.id, session);
    return { id: `${session.id}?sig=${session.sig}` };
  }

  /** Appends the bytes at `file_offset`; the last ones answer the file handle. */
  upload(sessionId: string, sig: string | undefined, offsetHeader: unknown, bytes: Buffer) {
    const session = this.session(sessionId, sig);
    if (typeof offsetHeader !== 'string' || !/^\d+$/.test(offsetHeader)) {
      throw invalidParameter('The header file_offset is required.');
    }
    if (Number(offsetHeader) !== session.offset) {
      throw invalidParameter(
        `file_offset ${offsetHeader} does not match the ${session.offset} bytes received so far`,
      );
    }
    if (session.offset + bytes.length > session.length) {
      throw invalidParameter('More bytes than file_length were sent.');
    }
    session.received.push(bytes);
    session.offset += bytes.length;
    if (session.offset < session.length) return { id: session.id, file_offset: session.offset };
    if (!session.handle) {
      const type = Buffer.from(session.type).toString('base64');
      session.handle = `4::${type}:${this.random.token(40)}:e:${Math.floor(this.now() / 1000)}`;
      this.handles.set(session.handle, { type: session.type, size: session.length });
    }
    return { h: session.handle };
  }

  status(sessionId: string, sig: string | undefined) {
    const session = this.session(sessionId, sig);
    return { id: session.id, file_offset: session.offset };
  }

  isIssued(handle: unknown): boolean {
    return typeof handle === 'string' && this.handles.has(handle);
  }

  private session(id: string, sig: string | undefined): Session {
    const session = this.sessions.get(id);
    if (!session || (sig !== undefined && sig !== session.sig)) throw unknownObject(id);
    return session;
  }
}

/**
 * What Meta answers a template whose media header sample is not one of its upload handles (as
 * developers report it; Meta's error-code page does not list the subcode).
 */
export const invalidHeaderHandle = () =>
  graphError(100, 'The uploaded media handle is invalid. Please try uploading the media again.', {
    subcode: 2494102,
    userTitle: 'Uploaded Media Handle Is Invalid',
    userMessage: 'The uploaded media handle is invalid. Please try uploading the media again.',
  });
