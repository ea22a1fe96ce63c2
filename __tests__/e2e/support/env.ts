export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const ADMIN = {
  username: 'admin',
  password: 'E2e#Sinar-Aditif-2024',
  email: 'admin@sinaraditif.co.id',
} as const;
