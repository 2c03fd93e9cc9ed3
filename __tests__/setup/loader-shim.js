// Gatsby's Link calls the page loader; tests have none.
global.___loader = { enqueue: jest.fn(), hovering: jest.fn() };
