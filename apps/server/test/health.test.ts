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

  it('while shutting down, every answer closes its connection', async () => {
    const { accessToken } = await apiClient(t.app).logInAs('EDITOR');
    t.ctx.state.isShuttingDown = true;
    const response = await apiClient(t.app).get('/api/v1/campaign/search?page=0&size=5', accessToken);
    t.ctx.state.isShuttingDown = false;
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe('close');
  });

  it('once the listener closes, a request on a connection still open gets a problem+json 503 with Retry-After', async () => {
    const { accessToken } = await apiClient(t.app).logInAs('EDITOR');
    Object.assign(t.ctx.state, { isShuttingDown: true, isClosing: true });
    const builder = await apiClient(t.app).get('/api/v1/campaign/search?page=0&size=5', accessToken);
    const player = await apiClient(t.app).get('/api/play/campaigns/any-campaign');
    Object.assign(t.ctx.state, { isShuttingDown: false, isClosing: false });
    for (const response of [builder, player]) {
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers.connection).toBe('close');
    }
  });
});
