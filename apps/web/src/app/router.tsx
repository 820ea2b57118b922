import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes.tsx';

export const router = createBrowserRouter(createRoutes());
