import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMayEdit } from './editAccess';
import { useDocumentTitle } from './useDocumentTitle';

/** An admin screen's heading and its main action ('Tambah …'), which adds: not there for a user who may only read. */
export function AdminPageHeader({ title, action }: { title: string; action?: { label: string; onClick: () => void } }) {
  useDocumentTitle(title);
  const mayEdit = useMayEdit();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      {action && mayEdit && (
        <Button variant="contained" startIcon={<Add />} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
