import type { FileAccept } from '../../catalog/types.ts';

// What a file is, read from its first bytes: the client's name and MIME type are never trusted.

export interface FileType {
  contentType: string;
  extension: string;
  isImage: boolean;
}

const TYPES = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', isImage: true },
  png: { contentType: 'image/png', extension: 'png', isImage: true },
  gif: { contentType: 'image/gif', extension: 'gif', isImage: true },
  webp: { contentType: 'image/webp', extension: 'webp', isImage: true },
  pdf: { contentType: 'application/pdf', extension: 'pdf', isImage: false },
} satisfies Record<string, FileType>;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return TYPES.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return TYPES.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return TYPES.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return TYPES.webp;
  if (startsWith(bytes, ascii('%PDF-'))) return TYPES.pdf;
  return undefined;
}

/** Images are JPEG, PNG, GIF or WebP; documents may also be PDF (a CV, a scanned ID). */
export function accepts(accept: FileAccept, type: FileType): boolean {
  return accept === 'image' ? type.isImage : true;
}

export function describeAccept(accept: FileAccept): string {
  return accept === 'image' ? 'a JPEG, PNG, GIF or WebP image' : 'a PDF or an image';
}
