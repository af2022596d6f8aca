import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';

describe.each(DIALECTS)('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers ok with the database kind', async () => {
    const response = await apiClient(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: kind });
  });

  it('answers 503 while shutting down', async () => {
    t.ctx.state.isShuttingDown = true;
    const response = await apiClient(t.app).get('/api/health');
    t.ctx.state.isShuttingDown = false;
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  });
});
