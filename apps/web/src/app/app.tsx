import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already retries reads (3 times, 1 s apart); a second layer would multiply waits.
      retry: false,
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Offline, a read is still asked once: the service worker may answer it from the device's copy.
      networkMode: 'offlineFirst',
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
