import { tables, type Db } from '@hc/db';
import { desc, eq } from 'drizzle-orm';
import { multipartBody, type UploadFile } from './doctor-documents';
import type { TestApp } from './test-app';

/** An evidence image part of the claim form. */
export const evidenceFile = (bytes: Buffer, contentType = 'image/png'): UploadFile => ({
  name: 'evidence',
  filename: 'licence.png',
  contentType,
  bytes,
});

/** POST /api/facility-claims with these text fields and files, as the account of the cookie (or no one). */
export function postClaim(t: TestApp, cookie: string | undefined, fields: Record<string, string>, files: UploadFile[]) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/facility-claims',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The messages queued for an address, newest first (the Outbox, as staff read it). */
export function mailsTo(db: Db, email: string) {
  return db
    .select()
    .from(tables.outboxMessages)
    .where(eq(tables.outboxMessages.toAddress, email))
    .orderBy(desc(tables.outboxMessages.id));
}
