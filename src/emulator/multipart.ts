/** A small multipart/form-data reader for the media upload (fields and one file). */
export interface MultipartResult {
  fields: Record<string, string>;
  file?: { filename: string; mimeType: string; data: Buffer };
}

export function parseMultipart(body: Buffer, contentType: string): MultipartResult {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const result: MultipartResult = { fields: {} };
  if (!boundary) return result;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const start = position + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // skip CRLF after delimiter and before next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const content = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
      if (name && filename !== undefined) {
        result.file = {
          filename,
          mimeType: type ?? 'application/octet-stream',
          data: Buffer.from(content),
        };
      } else if (name) {
        result.fields[name] = content.toString('utf8');
      }
    }
    position = next;
  }
  return result;
}
