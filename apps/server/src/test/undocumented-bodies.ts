import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { multipartBody } from './doctor-documents';
import { hostileJson, hostileNumber, hostileText, toJsonText } from './hostile-values';
import type { BodyArbitrary } from './openapi-arbitraries';

/**
 * Bodies of the operations whose document says too little to generate them (an upload, a signed raw
 * callback, a CSV file): without these, every hostile request would stop at the first check (415, 401)
 * and the code that reads the body would never run.
 */

/** Bytes an image upload may hold: a real picture, a broken one, a lie about its type, nothing. */
function imageBytes(png: Buffer): fc.Arbitrary<Buffer> {
  const pngHeader = png.subarray(0, 33);
  // A PNG whose header claims 100,000 × 100,000 pixels: a decoder must refuse it, not allocate it.
  const bomb = Buffer.from(pngHeader);
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  return fc.oneof(
    fc.constant(png),
    fc.constant(png.subarray(0, Math.floor(png.length / 2))),
    fc.constant(Buffer.concat([pngHeader, Buffer.alloc(64, 0xff)])),
    fc.constant(bomb),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  );
}

/** Verify Doctor's multipart form: its text fields and two images, each hostile in its own way. */
export function doctorVerifyBodies(png: Buffer): BodyArbitrary {
  const file = (name: string) =>
    fc.record({
      name: fc.constantFrom(name, name, 'other'),
      filename: fc.constantFrom(`${name}.png`, '../../x.png', 'x\u0000.png', ''),
      contentType: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
      bytes: imageBytes(png),
    });
  const text = fc.oneof(fc.constantFrom('ID-12345', 'LIC-678'), hostileText);
  const fields = fc.record({ idNumber: text, licenceNumber: text }, { requiredKeys: [] });
  return fc.tuple(fields, fc.array(fc.oneof(file('front'), file('back')), { maxLength: 3 })).map(([values, files]) => {
    // Multipart cannot carry a lone surrogate or a quote in a field name; the values keep theirs.
    const body = multipartBody(values as Record<string, string>, files);
    return { payload: body.payload, headers: { 'content-type': body.contentType } };
  });
}

/** The facility claim form (issue 35): its text fields (a JSON `newFacility` among them) and an evidence image. */
export function facilityClaimBodies(png: Buffer): BodyArbitrary {
  const file = fc.record({
    name: fc.constantFrom('evidence', 'evidence', 'other'),
    filename: fc.constantFrom('licence.png', '../../x.png', 'x\u0000.png', ''),
    contentType: fc.constantFrom('image/png', 'text/html', 'application/octet-stream'),
    bytes: imageBytes(png),
  });
  const text = fc.oneof(fc.constantFrom('1', '2', '9', 'ONPC-2024-1', 'pharmacist', 'owner'), hostileText);
  const newFacility = fc.oneof(
    fc
      .record(
        {
          name: fc.oneof(fc.constant('Clinique Hostile'), hostileText),
          facilityType: fc.constantFrom('clinic', 'pharmacy', 'nope'),
          subdivisionId: fc.oneof(fc.constantFrom(1, 2, 999_999), hostileNumber),
          phone: fc.oneof(fc.constantFrom('677123456', '12'), hostileText),
        },
        { requiredKeys: [] },
      )
      .map(toJsonText),
    hostileJson.map(toJsonText),
    hostileText,
  );
  const fields = fc.record(
    { facilityId: text, newFacility, roleAtFacility: text, licenceNumber: text, message: text },
    { requiredKeys: [] },
  );
  return fc.tuple(fields, fc.array(file, { maxLength: 2 })).map(([values, files]) => {
    const body = multipartBody(values as Record<string, string>, files);
    return { payload: body.payload, headers: { 'content-type': body.contentType } };
  });
}

/** What a provider sends in `x-signature`: the HMAC-SHA256 of the raw body with the shared secret. */
const signatureOf = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Payment notifications: mostly signed with the secret the test app holds, so the body is read. */
export function paymentCallbackBodies(secret: string): BodyArbitrary {
  const amount = fc.oneof(fc.constantFrom('12500', '10000', 10_000, '0', '-5', '1e3'), hostileNumber, hostileText);
  const notification = fc.record(
    {
      referenceId: fc.oneof(fc.constantFrom('ref-1', 'ref-2'), hostileText),
      txnid: fc.oneof(fc.constantFrom('MP1', 'MP2'), hostileText),
      notif_token: fc.oneof(fc.constantFrom('token-1'), hostileText),
      status: fc.constantFrom('SUCCESSFUL', 'FAILED', 'SUCCESS', 'PENDING', '__proto__'),
      amount,
      currency: fc.constantFrom('XAF', 'EUR', ''),
    },
    { requiredKeys: [] },
  );
  const raw = fc.oneof(
    { weight: 4, arbitrary: notification.map(toJsonText) },
    hostileJson.map(toJsonText),
    hostileText,
  );
  return fc.tuple(raw, fc.nat(9)).map(([text, dice]) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (dice < 7) headers['x-signature'] = signatureOf(text, secret);
    else if (dice < 9) headers['x-signature'] = `sha256=${'0'.repeat(64)}`;
    return { payload: text, headers };
  });
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Facility import files: the export's own columns over rows of hostile cells (and broken quoting). */
export function facilityImportBodies(header: string): BodyArbitrary {
  const columns = header.split(',').length;
  const cell = fc.oneof(fc.constantFrom('', '1', 'hospital', 'Hôpital', '3.8,11.5'), hostileText);
  const row = fc.array(cell, { minLength: 1, maxLength: columns + 2 }).map((cells) => cells.map(csvCell).join(','));
  const broken = fc.constantFrom('"unterminated,quote', 'a,"b"c,d', '\uFEFF', ',,,,', '\r\r\n');
  const rows = fc.array(fc.oneof({ weight: 4, arbitrary: row }, broken), { maxLength: 4 });
  return fc.tuple(fc.boolean(), rows, fc.constantFrom('\n', '\r\n')).map(([withHeader, lines, eol]) => ({
    payload: [...(withHeader ? [header] : []), ...lines].join(eol),
    headers: { 'content-type': 'text/csv' },
  }));
}
