import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../files/s3-storage.ts';

// A real S3-compatible server (s3rver) on 127.0.0.1 for tests and local scripts: objects in a
// folder, one bucket made through the SDK as an operator would. Usable from a plain node script.

export interface S3ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where s3rver keeps the objects. */
  dir: string;
  bucket: string;
}

export interface RunningS3Server {
  /** What `S3_*` settings would say: pass to `openStorage` or set as the environment. */
  settings: S3Settings;
  port: number;
  /** The same server through the SDK, for tests that look into the bucket. */
  client: S3Client;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials: it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server({ port = 0, dir, bucket }: S3ServerOptions): Promise<RunningS3Server> {
  const server = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true });
  const address = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    ...CREDENTIALS,
  };
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // Restarted on a folder that already has the bucket: that is the bucket wanted.
    if ((error as { name?: string }).name !== 'BucketAlreadyOwnedByYou' && (error as { name?: string }).name !== 'BucketAlreadyExists') {
      await server.close();
      throw error;
    }
  }
  return {
    settings,
    port: address.port,
    client,
    async stop() {
      client.destroy();
      await server.close();
    },
  };
}
