/**
 * A garden pumpkin (own-icons.ts; the Fluent set has only the jack-o'-lantern, a face carved in it):
 * round and orange with its ribs, a green stem and a leaf. Grown in the vegetable patch (text/goal-grow.ts).
 */
export const PUMPKIN =
  '<path d="M15.2 8.6c-.2-2.4.4-4.4 2-5.6l1.6 1c-1.2 1-1.6 2.6-1.4 4.6z" fill="#5a8a2a"/>' +
  '<path d="M18.4 6.2c2.2-2.4 5.8-2.6 8-1c-2.2 2.4-5.6 2.6-8 1z" fill="#86d72f"/>' +
  '<path d="M21.438 29h-10.87c-5.718 0-9.83-5.574-8.215-11.137l1.344-4.628C4.77 9.543 8.11 7 11.91 7h8.234c3.83 0 7.2 2.583 8.243 6.337l1.284 4.627C31.216 23.508 27.115 29 21.438 29" fill="#ff8a3d"/>' +
  '<path d="M11.4 7.6c-2.6 3.4-3.4 8.6-2.6 13.4c.4 2.8 1.4 5.6 2.8 7.6M20.6 7.6c2.6 3.4 3.4 8.6 2.6 13.4c-.4 2.8-1.4 5.6-2.8 7.6M16 7.2v21.6" stroke="#e0662a" stroke-width="1.1" fill="none" stroke-linecap="round"/>' +
  '<ellipse cx="8.6" cy="14.6" rx="1.2" ry="3" fill="#ffb27a" opacity="0.7"/>';
