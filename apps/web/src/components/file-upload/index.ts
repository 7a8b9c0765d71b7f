export { FileDropZone, useFailureText, type FileDropZoneProps } from './file-drop-zone';
export { acceptedTypeNames, matchesAccept } from './accept';
export {
  UPLOAD_URL,
  useUpload,
  type UploadedFile,
  type UploadFailure,
  type UseUpload,
  type UseUploadOptions,
} from './use-upload';

/** The `accept` of each kind the file manager takes (decisions.md, "The file manager"). */
export const ACCEPT_IMAGES = 'image/jpeg,image/png,image/webp';
export const ACCEPT_DOCUMENTS =
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,.docx';
export const ACCEPT_VIDEOS = 'video/mp4,video/webm';
