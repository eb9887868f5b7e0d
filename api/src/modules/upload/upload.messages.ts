import { defineMessages } from '../../core/i18n.js';

export const UPLOAD_MESSAGES = defineMessages({
  tooLarge: { id: 'upload.tooLarge', defaultMessage: 'Please select an image under {size}MB.' },
  wrongType: { id: 'upload.wrongType', defaultMessage: 'Please select an image file (JPEG, PNG or WebP).' },
  heic: {
    id: 'upload.heic',
    defaultMessage: 'Please select an image file (JPEG, PNG or WebP). HEIC photos (the iPhone default) need to be converted to JPEG first.',
  },
  empty: { id: 'upload.empty', defaultMessage: 'The selected file is empty. Please select an image file (JPEG, PNG or WebP).' },
  tooManyPixels: {
    id: 'upload.tooManyPixels',
    defaultMessage: 'This image has too many pixels (over {megapixels} megapixels). Please select a smaller image.',
  },
  unreadable: { id: 'upload.unreadable', defaultMessage: 'This image could not be read; it may be damaged or incomplete. Please select another image.' },
  uploadFailed: { id: 'upload.uploadFailed', defaultMessage: 'The file upload did not complete. Please try again.' },
  fileTooLarge: { id: 'upload.fileTooLarge', defaultMessage: 'The file is too large.' },
  malformed: { id: 'upload.malformed', defaultMessage: 'Malformed multipart request.' },
  unexpectedField: { id: 'upload.unexpectedField', defaultMessage: 'Unexpected file field "{name}".' },
  oneFile: { id: 'upload.oneFile', defaultMessage: 'Only one file can be uploaded.' },
  tooManyFields: { id: 'upload.tooManyFields', defaultMessage: 'Too many form fields.' },
  tooManyParts: { id: 'upload.tooManyParts', defaultMessage: 'Too many form parts.' },
  tooManyFiles: { id: 'upload.tooManyFiles', defaultMessage: '{max} max file uploads exceeded.' },
});
