import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Navbar, NAVBAR_HEIGHT } from './Navbar';

export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar />
      <Box component="main" id="main" sx={{ pt: `${NAVBAR_HEIGHT}px`, flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
