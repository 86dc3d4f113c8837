import { randomUUID } from 'node:crypto';
import { loadSharp } from '../files/sharp.ts';
import { getCollection } from '../../catalog/catalog.ts';
import type { FileField, FilesField } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { FileStorage, StoredObject } from '../files/storage.ts';
import { checkUpload, storeUpload } from '../files/uploads.ts';
import { mulberry32, type Random } from './random.ts';

// Demo pictures, drawn as flat SVG illustrations and rendered by sharp: no network, no stock
// photos. Rendering and resizing is the slow part, so a small pool is rendered once per
// process (through the same checkUpload/storeUpload path real uploads take, into memory),
// and every record that shows a picture gets its own copy of the pool's bytes under new keys:
// records own their files, so deleting one never breaks another.

export type Scene = 'room' | 'building' | 'living';

const POOL_SIZES: Record<Scene, number> = { room: 6, building: 4, living: 2 };
const WIDTH = 1200;
const HEIGHT = 800;

const WALLS = [
  ['#F7F2EA', '#EDE3D4'],
  ['#EEF3EC', '#DCE6D8'],
  ['#EEF2F7', '#DBE3EE'],
  ['#F8EEE6', '#EEDCCD'],
  ['#F2EEF4', '#E3DCE8'],
  ['#F5F3E8', '#E7E2CC'],
] as const;
const ACCENTS = ['#E07A5F', '#E9A23B', '#D96C75', '#3D9A8B', '#C8794B', '#7FA36B'] as const;
const WOODS = ['#C9A27E', '#B8906B', '#D8B894', '#A98467'] as const;
const FACADES = ['#F1E3C8', '#E9CDB0', '#F4E9DA', '#E7C9B9', '#EADBC0', '#DCE3E0'] as const;
const SHUTTERS = ['#5E8C6A', '#3F6E8C', '#8C5E4A', '#6B7F55'] as const;

function skyGradient(id: string, r: Random): string {
  const tops = ['#9FC9E8', '#A8D0EC', '#B7D7EA', '#F3C9A5'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(tops)}"/><stop offset="1" stop-color="#F6FAFC"/></linearGradient>`;
}

function plant(x: number, y: number, scale: number, accent: string): string {
  const leaves = [
    [-38, -70, 18, 46, -25],
    [30, -78, 18, 48, 25],
    [-8, -100, 16, 52, -5],
    [-52, -40, 14, 36, -50],
    [48, -44, 14, 36, 50],
  ]
    .map(
      ([dx, dy, rx, ry, rot]) =>
        `<ellipse cx="${dx}" cy="${dy}" rx="${rx}" ry="${ry}" fill="#6E9E6B" transform="rotate(${rot} ${dx} ${dy})"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) scale(${scale})">${leaves}<path d="M-34 -20 L34 -20 L26 40 L-26 40 Z" fill="${accent}"/><rect x="-38" y="-26" width="76" height="10" rx="4" fill="${accent}" opacity="0.8"/></g>`;
}

function windowFrame(x: number, y: number, w: number, h: number, r: Random): string {
  const hills = `<path d="M${x} ${y + h * 0.78} Q ${x + w * 0.3} ${y + h * 0.6} ${x + w * 0.6} ${y + h * 0.74} T ${x + w} ${y + h * 0.7} L ${x + w} ${y + h} L ${x} ${y + h} Z" fill="#BFD8C2"/>`;
  const roofs = Array.from({ length: 4 }, (_, i) => {
    const bw = w / 5;
    const bx = x + 10 + i * (bw + 12);
    const bh = h * (0.18 + r.next() * 0.2);
    return `<rect x="${bx}" y="${y + h - bh}" width="${bw}" height="${bh}" fill="#E6D5C3" opacity="0.9"/>`;
  }).join('');
  return `<rect x="${x - 18}" y="${y - 18}" width="${w + 36}" height="${h + 36}" rx="6" fill="#FFFFFF"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${x + w * 0.72}" cy="${y + h * 0.28}" r="${w * 0.09}" fill="#FFF3C4"/>
    ${hills}${roofs}
    <rect x="${x + w / 2 - 6}" y="${y}" width="12" height="${h}" fill="#FFFFFF"/>
    <rect x="${x}" y="${y + h / 2 - 6}" width="${w}" height="12" fill="#FFFFFF"/>
    <rect x="${x - 30}" y="${y + h + 18}" width="${w + 60}" height="16" rx="4" fill="#FFFFFF"/>`;
}

function roomSvg(r: Random): string {
  const [wallTop, wallBottom] = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const wood = r.pick(WOODS);
  const floorY = 610;
  const planks = Array.from({ length: 7 }, (_, i) => `<line x1="0" y1="${floorY + 28 * (i + 1)}" x2="${WIDTH}" y2="${floorY + 28 * (i + 1)}" stroke="#000" stroke-opacity="0.06" stroke-width="3"/>`).join('');
  const pictureColors = r.shuffle(['#F2CC8F', '#81B29A', accent, '#A5C4D4']);
  const decor = r.int(0, 2);
  const picture =
    decor === 0
      ? `<rect x="150" y="170" width="220" height="160" rx="4" fill="#FFFFFF" stroke="#D9CFC3" stroke-width="6"/>
    <circle cx="215" cy="240" r="38" fill="${pictureColors[0]}"/><rect x="250" y="215" width="90" height="90" fill="${pictureColors[1]}" opacity="0.85"/><path d="M170 320 L240 260 L300 320 Z" fill="${pictureColors[2]}" opacity="0.8"/>`
      : decor === 1
        ? `<rect x="140" y="190" width="110" height="140" rx="4" fill="#FFFFFF" stroke="#D9CFC3" stroke-width="5"/><circle cx="195" cy="250" r="32" fill="${pictureColors[0]}"/>
    <rect x="280" y="220" width="110" height="110" rx="4" fill="#FFFFFF" stroke="#D9CFC3" stroke-width="5"/><path d="M292 318 L335 262 L378 318 Z" fill="${pictureColors[1]}"/>`
        : `<rect x="140" y="300" width="280" height="12" rx="4" fill="${wood}"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${160 + i * 24}" y="${300 - 44 - ((i * 13) % 18)}" width="18" height="${44 + ((i * 13) % 18)}" rx="3" fill="${pictureColors[i % 4]}"/>`).join('')}
    <rect x="350" y="262" width="36" height="38" rx="6" fill="${accent}"/><ellipse cx="360" cy="252" rx="10" ry="18" fill="#6E9E6B"/><ellipse cx="378" cy="250" rx="9" ry="16" fill="#7FA36B"/>`;
  const bed = `<ellipse cx="330" cy="${floorY + 70}" rx="300" ry="22" fill="#000" opacity="0.08"/>
    <rect x="80" y="380" width="40" height="250" rx="10" fill="${wood}"/>
    <rect x="80" y="520" width="520" height="90" rx="10" fill="${wood}"/>
    <rect x="100" y="470" width="500" height="70" rx="22" fill="#FFFFFF"/>
    <rect x="130" y="440" width="130" height="52" rx="20" fill="#FFFFFF" stroke="#E8E2DA" stroke-width="4"/>
    <rect x="275" y="444" width="110" height="46" rx="18" fill="${accent}" opacity="0.35"/>
    <path d="M300 480 L600 480 L600 560 Q 600 580 580 580 L300 580 Z" fill="${accent}"/>
    <path d="M300 505 L600 505" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="6"/>`;
  const desk = `<ellipse cx="1000" cy="${floorY + 66}" rx="150" ry="14" fill="#000" opacity="0.07"/>
    <rect x="860" y="470" width="280" height="20" rx="6" fill="${wood}"/>
    <rect x="875" y="490" width="14" height="180" fill="${wood}"/><rect x="1110" y="490" width="14" height="180" fill="${wood}"/>
    <rect x="1040" y="490" width="84" height="70" rx="4" fill="${wood}" opacity="0.85"/>
    <rect x="1070" y="520" width="24" height="6" rx="3" fill="#FFFFFF" opacity="0.8"/>
    <path d="M900 470 L905 370" stroke="#444" stroke-width="6"/><path d="M870 380 L940 380 L925 340 L885 340 Z" fill="${accent}"/>
    <rect x="960" y="430" width="100" height="40" rx="4" fill="#6E7781"/><rect x="950" y="466" width="120" height="6" rx="3" fill="#4D555E"/>
    <rect x="930" y="560" width="110" height="16" rx="6" fill="#5A6470"/><rect x="980" y="576" width="10" height="80" fill="#5A6470"/>
    <rect x="935" y="470" width="100" height="90" rx="14" fill="#5A6470" opacity="0.0"/>`;
  const win = windowFrame(640, 150, 180, 250, r);
  const rug = `<ellipse cx="660" cy="${floorY + 110}" rx="260" ry="44" fill="${accent}" opacity="0.25"/>`;
  const furniture = `${picture}${bed}${win}${desk}${plant(790, 640, 1, accent)}`;
  const mirrored = r.chance(0.5);
  return svg(
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>${skyGradient('sky', r)}</defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
    <rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="${wood}" opacity="0.55"/>${planks}
    <rect y="${floorY - 14}" width="${WIDTH}" height="14" fill="#FFFFFF" opacity="0.9"/>
    ${rug}
    <g${mirrored ? ` transform="translate(${WIDTH} 0) scale(-1 1)"` : ''}>${furniture}</g>`,
  );
}

function livingSvg(r: Random): string {
  const [wallTop, wallBottom] = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  const wood = r.pick(WOODS);
  const floorY = 620;
  const books = Array.from({ length: 9 }, (_, i) => {
    const colors = ['#81B29A', '#F2CC8F', accent, '#A5C4D4', '#E4D6C5'];
    const h = 48 + ((i * 17) % 22);
    return `<rect x="${820 + i * 26}" y="${300 - h}" width="20" height="${h}" rx="3" fill="${colors[i % colors.length]}"/>`;
  }).join('');
  const sofa = `<ellipse cx="420" cy="${floorY + 60}" rx="330" ry="22" fill="#000" opacity="0.08"/>
    <rect x="120" y="430" width="600" height="130" rx="40" fill="${accent}"/>
    <rect x="100" y="490" width="640" height="110" rx="36" fill="${accent}"/>
    <rect x="150" y="500" width="540" height="40" rx="16" fill="#FFFFFF" opacity="0.18"/>
    <rect x="170" y="440" width="120" height="80" rx="24" fill="#F2CC8F"/>
    <rect x="540" y="440" width="120" height="80" rx="24" fill="#FFFFFF" opacity="0.75"/>
    <rect x="140" y="600" width="16" height="40" fill="#5A4636"/><rect x="684" y="600" width="16" height="40" fill="#5A4636"/>`;
  const table = `<ellipse cx="880" cy="${floorY + 60}" rx="130" ry="16" fill="#000" opacity="0.07"/>
    <rect x="770" y="560" width="220" height="18" rx="9" fill="${wood}"/><rect x="800" y="578" width="12" height="90" fill="${wood}"/><rect x="948" y="578" width="12" height="90" fill="${wood}"/>
    <rect x="840" y="530" width="70" height="30" rx="6" fill="#FFFFFF"/><circle cx="940" cy="545" r="16" fill="#81B29A"/>`;
  const shelf = `<rect x="800" y="300" width="270" height="14" rx="4" fill="${wood}"/>${books}`;
  const lamp = `<path d="M1090 640 L1090 380" stroke="#444" stroke-width="8"/><path d="M1040 390 L1140 390 L1118 320 L1062 320 Z" fill="#F2CC8F"/><ellipse cx="1090" cy="645" rx="40" ry="8" fill="#444"/>`;
  const win = windowFrame(250, 110, 340, 240, r);
  const mirrored = r.chance(0.5);
  return svg(
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>${skyGradient('sky', r)}</defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
    <rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="${wood}" opacity="0.5"/>
    <rect y="${floorY - 14}" width="${WIDTH}" height="14" fill="#FFFFFF" opacity="0.9"/>
    <ellipse cx="600" cy="${floorY + 100}" rx="420" ry="50" fill="${accent}" opacity="0.18"/>
    <g${mirrored ? ` transform="translate(${WIDTH} 0) scale(-1 1)"` : ''}>${win}${shelf}${sofa}${table}${lamp}${plant(60, 660, 1.1, '#C8794B')}</g>`,
  );
}

function buildingSvg(r: Random): string {
  const facade = r.pick(FACADES);
  const shutter = r.pick(SHUTTERS);
  const accent = r.pick(ACCENTS);
  const floors = r.int(4, 5);
  const columns = 5;
  const left = 170;
  const right = 1030;
  const groundY = 680;
  const floorH = 100;
  const top = groundY - 120 - floors * floorH;
  const colW = (right - left) / columns;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    const y = top + 30 + f * floorH;
    for (let c = 0; c < columns; c++) {
      const x = left + c * colW + colW / 2 - 28;
      const open = r.chance(0.6);
      windows += `<rect x="${x}" y="${y}" width="56" height="70" fill="${open ? '#9DB8CC' : shutter}"/>`;
      if (open) {
        windows += `<rect x="${x - 22}" y="${y}" width="20" height="70" fill="${shutter}"/><rect x="${x + 58}" y="${y}" width="20" height="70" fill="${shutter}"/>`;
      }
      if (f > 0 || r.chance(0.5)) {
        windows += `<rect x="${x - 16}" y="${y + 64}" width="88" height="8" fill="#FFFFFF" opacity="0.9"/>`;
        windows += Array.from({ length: 7 }, (_, i) => `<rect x="${x - 12 + i * 13}" y="${y + 44}" width="3" height="22" fill="#3E3E3E" opacity="0.8"/>`).join('');
        windows += `<rect x="${x - 14}" y="${y + 42}" width="84" height="4" fill="#3E3E3E" opacity="0.8"/>`;
        if (r.chance(0.35)) windows += `<circle cx="${x + 4}" cy="${y + 38}" r="10" fill="#6E9E6B"/><circle cx="${x + 18}" cy="${y + 34}" r="8" fill="#D96C75"/>`;
      }
    }
  }
  let ground = '';
  for (let c = 0; c < columns; c++) {
    const x = left + c * colW + 14;
    if (c === 2) {
      ground += `<rect x="${x + 20}" y="${groundY - 110}" width="${colW - 68}" height="110" rx="40" fill="#6B4F3A"/><circle cx="${x + colW - 62}" cy="${groundY - 55}" r="4" fill="#E9C46A"/>`;
    } else {
      ground += `<rect x="${x}" y="${groundY - 96}" width="${colW - 28}" height="96" fill="#BFD3DE"/>`;
      ground += `<path d="M${x - 8} ${groundY - 100} L${x + colW - 20} ${groundY - 100} L${x + colW - 28} ${groundY - 70} L${x} ${groundY - 70} Z" fill="${accent}"/>`;
      ground += Array.from({ length: 4 }, (_, i) => `<rect x="${x + i * ((colW - 28) / 4)}" y="${groundY - 100}" width="${(colW - 28) / 8}" height="30" fill="#FFFFFF" opacity="0.35"/>`).join('');
    }
  }
  const tree = (x: number, s: number) =>
    `<rect x="${x - 8}" y="${groundY - 120 * s}" width="16" height="${130 * s}" fill="#7A5A44"/><circle cx="${x}" cy="${groundY - 160 * s}" r="${70 * s}" fill="#7FA36B"/><circle cx="${x - 40 * s}" cy="${groundY - 120 * s}" r="${46 * s}" fill="#6E9E6B"/><circle cx="${x + 44 * s}" cy="${groundY - 126 * s}" r="${50 * s}" fill="#8CB07A"/>`;
  const clouds = Array.from({ length: 3 }, () => {
    const x = r.int(80, 1100);
    const y = r.int(50, 150);
    return `<g opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="70" ry="24" fill="#FFFFFF"/><ellipse cx="${x + 40}" cy="${y - 14}" rx="44" ry="26" fill="#FFFFFF"/></g>`;
  }).join('');
  return svg(
    `<defs>${skyGradient('sky', r)}</defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${r.int(120, 1080)}" cy="110" r="54" fill="#FFF1B8"/>${clouds}
    <rect x="${left - 240}" y="${top + 120}" width="250" height="${groundY - top - 120}" fill="#E3D6C6"/>
    <rect x="${right - 10}" y="${top + 80}" width="260" height="${groundY - top - 80}" fill="#D9CDBE"/>
    <rect x="${left}" y="${top}" width="${right - left}" height="${groundY - top}" fill="${facade}"/>
    <rect x="${left - 14}" y="${top - 18}" width="${right - left + 28}" height="22" fill="#FFFFFF" opacity="0.85"/>
    <rect x="${left}" y="${groundY - 120}" width="${right - left}" height="10" fill="#FFFFFF" opacity="0.7"/>
    ${windows}${ground}
    <rect y="${groundY}" width="${WIDTH}" height="${HEIGHT - groundY}" fill="#D8D4CE"/>
    <rect y="${groundY + 40}" width="${WIDTH}" height="${HEIGHT - groundY - 40}" fill="#A9A9A6"/>
    ${tree(80, 1)}${tree(1130, 0.9)}`,
  );
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

const DRAW: Record<Scene, (r: Random) => string> = { room: roomSvg, building: buildingSvg, living: livingSvg };

/** Bytes of one stored image (original and resized variants) kept in memory for copying. */
export interface PooledImage {
  file: StoredFile;
  objects: Map<string, { bytes: Uint8Array; contentType: string }>;
}

/** A FileStorage that only remembers what is put into it. */
function memoryStorage(): FileStorage & { objects: Map<string, { bytes: Uint8Array; contentType: string }> } {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    objects,
    async put(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
    async get(): Promise<StoredObject | undefined> {
      return undefined;
    },
    async remove(key) {
      objects.delete(key);
    },
  };
}

function fileField(collection: string, key: string): FileField | FilesField {
  const field = getCollection(collection)?.fields[key];
  if (field?.kind !== 'file' && field?.kind !== 'files') throw new Error(`${collection}.${key} is not a file field`);
  return field;
}

const IMAGE_FIELD = fileField('roomimages', 'image');
const DOCUMENT_FIELD = fileField('contacts', 'attachment');

/** Runs bytes through the real upload checks and variant resizing, keeping the results in memory. */
async function pooled(bytes: Buffer, filename: string, field: FileField | FilesField): Promise<PooledImage> {
  const memory = memoryStorage();
  const checked = await checkUpload({ field: 'image', filename, bytes }, field);
  const { file } = await storeUpload(memory, checked);
  return { file, objects: memory.objects };
}

const SCENE_NAMES: Record<Scene, string> = { room: 'habitacion', building: 'edificio', living: 'salon' };

export type ImagePool = Record<Scene, PooledImage[]>;

async function renderPool(): Promise<ImagePool> {
  const entries = await Promise.all(
    (Object.keys(POOL_SIZES) as Scene[]).map(async (scene) => {
      const images = await Promise.all(
        Array.from({ length: POOL_SIZES[scene] }, async (_, i) => {
          const random = mulberry32(1000 * (Object.keys(POOL_SIZES).indexOf(scene) + 1) + i);
          const jpeg = await (await loadSharp())(Buffer.from(DRAW[scene](random))).jpeg({ quality: 82 }).toBuffer();
          return pooled(jpeg, `${SCENE_NAMES[scene]}-${i + 1}.jpg`, IMAGE_FIELD);
        }),
      );
      return [scene, images] as const;
    }),
  );
  return Object.fromEntries(entries) as ImagePool;
}

let poolOnce: Promise<ImagePool> | undefined;

/** The rendered pool, once per process. */
export function imagePool(): Promise<ImagePool> {
  poolOnce ??= renderPool().catch((error: unknown) => {
    poolOnce = undefined;
    throw error;
  });
  return poolOnce;
}

function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/**
 * Writes a copy of a pooled file (original and variants) under new keys, and returns the
 * StoredFile that points at the copy. Keys follow storeUpload's scheme (`<uuid>.<ext>`,
 * `<uuid>-<variant>.webp`), so they pass SAFE_KEY. Every key written is pushed to `written`
 * so a failed seed can remove them again.
 */
export async function copyPooled(storage: FileStorage, source: PooledImage, written: string[]): Promise<StoredFile> {
  const id = randomUUID();
  const key = `${id}.${extensionOf(source.file.key)}`;
  const original = source.objects.get(source.file.key);
  if (!original) throw new Error(`pooled file ${source.file.key} has no bytes`);
  const variants: Record<string, string> = {};
  const puts: Promise<void>[] = [storage.put(key, original.bytes, original.contentType)];
  written.push(key);
  for (const [name, variantKey] of Object.entries(source.file.variants ?? {})) {
    const object = source.objects.get(variantKey);
    if (!object) throw new Error(`pooled variant ${variantKey} has no bytes`);
    const copyKey = `${id}-${name}.${extensionOf(variantKey)}`;
    variants[name] = copyKey;
    written.push(copyKey);
    puts.push(storage.put(copyKey, object.bytes, object.contentType));
  }
  await Promise.all(puts);
  return source.file.variants ? { ...source.file, key, variants } : { ...source.file, key };
}

/** A square partner logo: a rounded mark in the partner's colour with its initials. */
export async function renderLogo(name: string, colour: string, shape: number): Promise<PooledImage> {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÀ-Ý]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const marks = [
    `<circle cx="200" cy="200" r="150" fill="${colour}"/>`,
    `<rect x="50" y="50" width="300" height="300" rx="70" fill="${colour}"/>`,
    `<path d="M200 40 L360 330 L40 330 Z" fill="${colour}"/>`,
    `<path d="M200 46 L346 130 L346 290 L200 374 L54 290 L54 130 Z" fill="${colour}"/>`,
  ];
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="#FFFFFF"/>${marks[shape % marks.length]}
    <circle cx="300" cy="110" r="34" fill="#FFFFFF" opacity="0.35"/>
    <text x="200" y="${shape % marks.length === 2 ? 285 : 245}" font-family="Inter, DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${shape % marks.length === 2 ? 96 : 120}" font-weight="700" text-anchor="middle" fill="#FFFFFF">${initials}</text></svg>`;
  const png = await (await loadSharp())(Buffer.from(body)).png().toBuffer();
  return pooled(png, `logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`, IMAGE_FIELD);
}

/** A one-page PDF of plain lines (Helvetica, Latin-1): enough for a demo CV. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 13 Tf', '16 TL', '72 770 Td', ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escape(line)}) Tj`), 'ET'].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((object, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(Buffer.concat([Buffer.from(`5 0 obj\n<< /Length ${contentBytes.length} >>\nstream\n`, 'latin1'), contentBytes, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}

/** Checks a generated document like an upload and stores it under a fresh key. */
export async function storeDocument(storage: FileStorage, bytes: Buffer, filename: string, written: string[]): Promise<StoredFile> {
  const checked = await checkUpload({ field: 'attachment', filename, bytes }, DOCUMENT_FIELD);
  const { file, keys } = await storeUpload(storage, checked);
  written.push(...keys);
  return file;
}
