import type * as RadixDialog from '@radix-ui/react-dialog';
import { createContext } from 'react';

/**
 * Radix's title, description and close, handed to a dialog's content by the panel once its code has
 * arrived: the content's modules name them without importing Radix into the page's first load.
 */
export const DialogParts = createContext<{
  Title: typeof RadixDialog.Title;
  Description: typeof RadixDialog.Description;
  Close: typeof RadixDialog.Close;
} | null>(null);
