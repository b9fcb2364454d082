// Floating "Join" link to the community WhatsApp group (spec: bottom-left, green, z-index 9999).
import { brand } from '@/lib/brand';

export default function JoinButton() {
  return (
    <a
      href={brand.whatsappInvite}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Join our WhatsApp group (opens in a new tab)"
      className="join-button"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8Zm-3.3 4.3c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.9-.9c-.3-.1-.5-.1-.6.1l-.9 1.1c-.2.2-.3.2-.6.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.5l-.9-2c-.2-.6-.5-.5-.7-.5h-.6Z" />
      </svg>
      Join
    </a>
  );
}
