import { freePort, ServiceProcess } from '@envios/testing';

describe('configuration from the environment', () => {
  it('refuses to start when variables are missing, listing every one of them', async () => {
    const app = new ServiceProcess('identity', {}, ['MONGO_URL', 'KAFKA_BROKERS']).start();
    expect(await app.exit).toBe(78);
    expect(app.output).toContain('Missing environment variables: KAFKA_BROKERS, MONGO_URL');
  });

  it('refuses to start when a variable is invalid, saying why', async () => {
    const app = new ServiceProcess('wallet', {
      INTERNAL_SIGNING_KEY: 'short',
      PORT: String(await freePort()),
    }).start();
    expect(await app.exit).toBe(78);
    expect(app.output).toContain('INTERNAL_SIGNING_KEY must be at least 32 characters');
    expect(app.output).not.toContain('Missing environment variables');
  });
});
