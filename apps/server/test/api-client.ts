import { demoEmailFor, type Role } from '@gc/contracts/roles';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Thin helpers over app.inject so that tests read as requests a user makes. */
export function apiClient(app: FastifyInstance, defaults: { remoteAddress?: string } = {}) {
  async function request(
    method: Method,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {
    const inject: InjectOptions = {
      method,
      url,
      // Per-IP rate limits key on the client address: tests that log in often use addresses of their own.
      remoteAddress: options.remoteAddress ?? defaults.remoteAddress,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    };
    const response = await app.inject(inject);
    const isJson = /json/.test(String(response.headers['content-type'] ?? ''));
    return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers };
  }

  async function logIn(email: string, password = DEMO_PASSWORD, otpCode?: string) {
    const response = await request('POST', '/api/v1/user-management/users/log-in', {
      body: { username: email, password, grantType: 'password', ...(otpCode ? { otpCode } : {}) },
    });
    if (response.status !== 200)
      throw new Error(`log-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { accessToken: string; refreshToken: string; firstLogin?: boolean };
  }

  return {
    request,
    logIn,
    logInAs: (role: Role) => logIn(demoEmailFor(role)),
    get: (url: string, token?: string) => request('GET', url, { token }),
    post: (url: string, body: unknown, token?: string) => request('POST', url, { body, token }),
    put: (url: string, body: unknown, token?: string) => request('PUT', url, { body, token }),
    del: (url: string, body: unknown, token?: string) => request('DELETE', url, { body, token }),
  };
}
