import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface EmptyStateProps {
  title: string;
  description?: string;
  action?: { label: string; to: string } | { label: string; onClick: () => void };
}

/** What a list shows when it has nothing to show, with a way onward. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {description && <Typography color="text.secondary">{description}</Typography>}
      {action &&
        ('to' in action ? (
          <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 3 }}>
            {action.label}
          </Button>
        ) : (
          <Button onClick={action.onClick} variant="contained" sx={{ mt: 3 }}>
            {action.label}
          </Button>
        ))}
    </Box>
  );
}
