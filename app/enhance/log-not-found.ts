/** Spec: the 404 page logs the attempted path to the browser console. */
export function logNotFound(): void {
  console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
}
