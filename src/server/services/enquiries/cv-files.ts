import { cleanPdfName, createPdfFiles, type PdfFiles } from '../files/pdf-files';

export { isPdf } from '../files/pdf-files';

/** Applicants' CVs: a PDF store of their own (see files/pdf-files.ts), kept apart from the uploads. */
export const createCvFiles = (cvDir: string): CvFiles => createPdfFiles(cvDir);
export type CvFiles = PdfFiles;

/** The name an uploaded CV is shown and downloaded under (see cleanPdfName), 'cv.pdf' when the browser sent none. */
export const cleanUploadName = (uploaded: string | undefined): string => cleanPdfName(uploaded, 'cv');
