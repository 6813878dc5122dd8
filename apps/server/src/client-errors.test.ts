import { EventEmitter, once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { tables } from '@hc/db';
import { createDoctor } from '@hc/db/factories';
import type { ApiError, ErrorCode } from '@hc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './test/accounts';
import { multipartBody } from './test/doctor-documents';
import { errorShapeProblem } from './test/response-leaks';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Requests refused before a route could read them (by Node's HTTP parser or by the multipart parser)
 * answer in the API's error shape with the status of their code, and none is a server error: no
 * error in the server's log and no line in the system log staff read.
 */

let t: TestApp;
let port: number;
let admin: string;
const errorLogLines: string[] = [];
/** Each request's answer as it is sent (`METHOD url`), even when its connection is already gone. */
const answers = new EventEmitter();

beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: 'error',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          errorLogLines.push(chunk.toString());
          done();
        },
      }),
    },
    beforeReady: (app) => {
      app.addHook('onSend', async (request, reply) => {
        answers.emit(`${request.method} ${request.url}`, reply.statusCode);
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  admin = (await signedInAs(t, 'admin')).cookie;
});

afterAll(async () => {
  await t?.close();
});

type Answer = { status: number; contentType: unknown; body: string };

function expectApiError(answer: Answer, status: number, code: ErrorCode): ApiError['error'] {
  expect(answer.status, answer.body).toBe(status);
  expect(errorShapeProblem(answer.status, answer.contentType, answer.body)).toBeNull();
  const { error } = JSON.parse(answer.body) as ApiError;
  expect(error.code).toBe(code);
  expect(error.message).not.toBe('');
  return error;
}

/**
 * The server logs a server error (and writes its system-log line) in the error handler, before the
 * answer is sent, so by the time a test has its answer either would be there.
 */
async function expectNoServerError() {
  expect(errorLogLines).toEqual([]);
  const rows = await t.database.db.select().from(tables.systemLogs).where(eq(tables.systemLogs.level, 'ERROR'));
  expect(rows).toEqual([]);
}

/** The status of the next answer sent to `METHOD url`; fails if none is sent within the bound (generous: a loaded CI machine). */
async function nextAnswer(key: string, within = 15_000): Promise<number> {
  const [status] = (await once(answers, key, { signal: AbortSignal.timeout(within) })) as [number];
  return status;
}

/** Writes `text` on a new connection and resolves with what the server sent once it closes the connection. */
function exchange(text: string, within = 15_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // A reset after the answer (the server closing with bytes of ours unread) still ends in 'close'.
    socket.on('error', () => {});
    // The bound of the expectation, not a wait: it only fails the test if the server never closes.
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for more than ${within} ms`));
    }, within);
    socket.on('close', () => {
      clearTimeout(bound);
      const end = received.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = received.slice(0, Math.max(end, 0)).split('\r\n');
      const header = (name: string) =>
        headerLines
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      resolve({
        status: Number(statusLine.split(' ')[1]),
        contentType: header('content-type'),
        body: end < 0 ? '' : received.slice(end + 4),
      });
    });
  });
}

const injected = (response: Awaited<ReturnType<TestApp['app']['inject']>>): Answer => ({
  status: response.statusCode,
  contentType: response.headers['content-type'],
  body: response.body,
});

const FILLER = 'a'.repeat(17 * 1024);

describe('requests Node cannot parse', () => {
  it('answers an address over 16 KB with 431 headers_too_large in the API shape', async () => {
    const answer = await exchange(`GET /api/health?q=${FILLER} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectApiError(answer, 431, 'headers_too_large');
    await expectNoServerError();
  });

  it('answers headers over 16 KB with 431 headers_too_large in the API shape', async () => {
    const answer = await exchange(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${FILLER}\r\n\r\n`);
    expectApiError(answer, 431, 'headers_too_large');
    await expectNoServerError();
  });

  it('answers what is not HTTP with 400 validation_failed in the API shape', async () => {
    expectApiError(await exchange('NOT HTTP AT ALL\r\n\r\n'), 400, 'validation_failed');
    await expectNoServerError();
  });

  it('answers a broken chunk size with 400, and the request it began ends as a client error, not a 500', async () => {
    const begun = nextAnswer('POST /api/events');
    const answer = await exchange(
      'POST /api/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    expectApiError(answer, 400, 'validation_failed');
    // Node handed the request over with its headers, then met the broken chunk and closed the
    // connection: the request still runs through the hooks, its client's address gone.
    expect(await begun).toBe(400);
    await expectNoServerError();
  });
});

describe('Verify Doctor forms the multipart parser refuses', () => {
  const verify = async (contentType: string, payload: Buffer | string) => {
    const doctor = await createDoctor(t.database.db, { facilityId: null, status: 'pending' });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${doctor.id}/verify`,
      headers: { cookie: admin, 'content-type': contentType },
      payload,
    });
  };

  it('answers multipart/form-data without a boundary with 400 validation_failed', async () => {
    const response = await verify(
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    );
    expectApiError(injected(response), 400, 'validation_failed');
    await expectNoServerError();
  });

  it('answers a form cut off inside a file with 400 validation_failed', async () => {
    const response = await verify(
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="front"; filename="front.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\u0089PNG',
    );
    expectApiError(injected(response), 400, 'validation_failed');
    await expectNoServerError();
  });

  it('answers three files in a 1 KB form with 400 too_many_files, not as a body too large', async () => {
    const file = (name: string) => ({
      name,
      filename: `${name}.png`,
      contentType: 'image/png',
      bytes: Buffer.alloc(100),
    });
    const form = multipartBody({}, [file('front'), file('back'), file('front')]);
    expect(form.payload.length).toBeLessThan(1024);
    const error = expectApiError(injected(await verify(form.contentType, form.payload)), 400, 'validation_failed');
    expect(error.message).toMatch(/at most 2 files/i);
    expect(error.fields).toEqual([
      expect.objectContaining({ path: 'request', code: 'too_many_files', params: { maximum: 2 } }),
    ]);
    await expectNoServerError();
  });
});
