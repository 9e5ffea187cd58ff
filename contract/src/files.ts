import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, PDF_MIME_TYPE } from './limits.ts';

/** What the checks need of a browser File or a multer file. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;
const IMAGE_NAME_ENDINGS: readonly string[] = IMAGE_EXTENSIONS;

/** The part of a file name after its last dot, lower-cased ('' without one). */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** An allowed image by its declared type and name (the server checks the bytes too). */
export function isAllowedImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return (
    IMAGE_TYPES.includes(file.type.toLowerCase()) &&
    IMAGE_NAME_ENDINGS.includes(extensionOf(file.name))
  );
}

export function isAllowedPdf(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return file.type.toLowerCase() === PDF_MIME_TYPE && extensionOf(file.name) === 'pdf';
}
