import { request as httpRequest } from 'node:http';

/** A multipart/form-data body with one file, as a browser's form would send it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----quiz${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends a multipart body over a real socket as a browser may: the part's head
 * first, then the file in pieces of `piece` bytes, each read by the server
 * before the next leaves (for the first `pacedBytes` of the file), then the rest
 * at once. Answers the status and the JSON body.
 */
export async function sendInPieces(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  { piece, pacedBytes }: { piece: number; pacedBytes: number },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const head = body.indexOf('\r\n\r\n') + 4;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 3));
  const request = httpRequest(url, {
    method: 'PUT',
    headers: { ...headers, 'content-length': String(body.length) },
  });
  const answer = new Promise<{ status: number; json: Record<string, unknown> }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
          }),
        );
      });
      request.on('error', reject);
    },
  );
  // The server may answer before the whole body is sent; writing then stops.
  let answered = false;
  void answer.then(
    () => {
      answered = true;
    },
    () => {
      answered = true;
    },
  );
  request.write(body.subarray(0, head));
  await pause();
  let offset = head;
  while (offset < head + pacedBytes && offset < body.length && !answered) {
    request.write(body.subarray(offset, offset + piece));
    offset += piece;
    await pause();
  }
  if (!answered) request.end(body.subarray(offset));
  try {
    return await answer;
  } finally {
    request.destroy();
  }
}
