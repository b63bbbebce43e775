// Gatsby's Link expects the page loader that gatsby-browser sets up; tests need only a stand-in.
global.___loader = { enqueue: () => {}, hovering: () => {} };
