import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { callingCodesDefine } from './calling-codes.ts';

export default defineProject({
  plugins: [react()],
  define: callingCodesDefine(),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
