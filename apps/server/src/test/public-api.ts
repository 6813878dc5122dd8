import type { ApiError, FieldErrorCode } from '@hc/shared';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/**
 * A GET on the public API after rows were written with factories. Factories write behind the server's
 * back, as another process would; the server re-reads the directory version at most once a second, so
 * it is told now, as a write through it would, instead of the test waiting.
 */
export function readPublic(t: TestApp, url: string): Promise<Injected> {
  t.app.directoryVersion.invalidate();
  return t.app.inject({ method: 'GET', url });
}

/** The JSON body of a public GET that must answer 200. */
export async function readOk<T>(t: TestApp, url: string): Promise<T> {
  const response = await readPublic(t, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** Asserts a 400 validation_failed answer naming this field with this code; returns the error. */
export function expectFieldError(response: Injected, path: string, code: FieldErrorCode): ApiError['error'] {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json<ApiError>();
  expect(error).toMatchObject({ code: 'validation_failed', requestId: response.headers['x-request-id'] });
  expect(error.fields).toContainEqual(expect.objectContaining({ path, code }));
  return error;
}
