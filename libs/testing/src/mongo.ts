import { MongoClient, type Db } from 'mongodb';
import { infra } from './stack';

let client: MongoClient | undefined;

/** A database of the test MongoDB server (the real one the services use). */
export async function mongoDb(name: string): Promise<Db> {
  client ??= await MongoClient.connect(infra().mongoUrl);
  return client.db(name);
}

export async function closeMongo(): Promise<void> {
  await client?.close();
  client = undefined;
}
