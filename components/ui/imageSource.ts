/**
 * Whether next/image should pass an image through as is. next.config.ts lists no remote image hosts,
 * so only this site's own files (a path from the root) go through the image optimiser; an address on
 * another host is loaded by the browser directly (the CSP allows any https image).
 */
export const servedAsIs = (src: string) => !src.startsWith('/');
