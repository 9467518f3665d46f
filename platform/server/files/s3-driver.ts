import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { TS3Config } from '../config';
import { typeOfStoredFile } from './file-types';
import type { TByteRange, TObjectDriver } from './object-driver';

type TSdk = typeof import('@aws-sdk/client-s3');

/** The bucket mirrors `DATA_DIR`: a file of `DATA_DIR/uploads/north/…` is the object `uploads/north/…`. */
const PREFIX = 'uploads/';

const isMissing = (error: unknown) => (error as Partial<S3ServiceException>).$metadata?.httpStatusCode === 404;

/** Objects in a bucket of any S3-compatible service (`S3_ENDPOINT`, `S3_BUCKET`, …; docs/operations.md). */
export class S3Driver implements TObjectDriver {
  private connection?: Promise<{ sdk: TSdk; client: S3Client }>;

  constructor(private readonly config: TS3Config) {}

  // The SDK is loaded by the first file read or written, and only when a bucket is configured: an
  // embedded server never carries it.
  private connect() {
    const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = this.config;
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        credentials: { accessKeyId, secretAccessKey },
        // Checksums only where the API requires them: many S3-compatible services refuse or garble
        // the ones newer SDKs add to every request by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // An unreachable service fails the request soon instead of holding it; no idle limit once
        // connected, since a download waits on the reader (a paused video) as long as it needs.
        requestHandler: { connectionTimeout: 5000 },
      }),
    }));
    return this.connection;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    // The server named the file, so its extension is the type it checked; kept so the bucket's own tools show it right.
    const type = typeOfStoredFile(key)?.mime;
    await client.send(new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key, Body: data, ContentType: type }));
  }

  async putFile(key: string, file: string): Promise<void> {
    const { sdk, client } = await this.connect();
    // A stream needs its length told: the service is not asked to accept a chunked upload.
    const { size } = await stat(file);
    const Body = createReadStream(file);
    await client.send(new sdk.PutObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key, Body, ContentLength: size, ContentType: typeOfStoredFile(key)?.mime }));
  }

  async size(key: string): Promise<number | undefined> {
    const { sdk, client } = await this.connect();
    try {
      return (await client.send(new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: TByteRange): Promise<Readable> {
    const { sdk, client } = await this.connect();
    const answer = await client.send(
      new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    // In Node the body is the HTTP response itself: a stream, not buffered.
    return answer.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: PREFIX + key }));
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: PREFIX, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key.slice(PREFIX.length), size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }
}
