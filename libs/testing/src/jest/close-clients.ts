import { closeMongo } from '../mongo';

// Each test file shares one MongoDB client through mongoDb(); close it so Jest can exit.
afterAll(async () => {
  await closeMongo();
});
