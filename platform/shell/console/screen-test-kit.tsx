import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import App from 'antd/es/app';
import { queryClient } from '../query-client';

/** Renders a console screen for a test as the console frame holds it: the query cache and antd's App (messages, confirms). */
export const renderScreen = (screen: ReactElement) =>
  render(
    <QueryClientProvider client={queryClient}>
      <App>{screen}</App>
    </QueryClientProvider>,
  );
