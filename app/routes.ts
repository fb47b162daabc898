import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('test-remount', 'routes/test-remount.tsx'),
  route('about', 'routes/about.tsx'),
  route('testimonials', 'routes/testimonials.tsx'),
  route('why-us', 'routes/why-us.tsx'),
  route('switch', 'routes/switch.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('owner-login', 'routes/owner-login.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('api/election-auth/login', 'routes/api/election-auth/login.ts'),
  route('api/election-auth/logout', 'routes/api/election-auth/logout.ts'),
  route('api/election-auth/me', 'routes/api/election-auth/me.ts'),
  route('api/election-auth/password', 'routes/api/election-auth/password.ts'),
  route('api/feedback', 'routes/api/feedback.ts'),
  route('api/*', 'routes/api/not-found.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
