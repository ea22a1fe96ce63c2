import Box from '@mui/material/Box';
import { Fragment } from 'react';

/** The address's parts: the break may come after the '@' and before a dot, never inside a word. */
const parts = (address: string) => address.split(/(?<=@)|(?=\.)/);

/** An e-mail address that wraps, when it must, only where a reader expects it: after '@' or before a dot. */
export function EmailAddress({ address, fontWeight }: { address: string; fontWeight?: number }) {
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'normal', wordBreak: 'normal', fontWeight }}>
      {parts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
