import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { ChatLauncher } from '../../src/components/ChatLauncher';
import { openChat } from '../../src/components/ChatLauncher/chatClient';

const URL = 'https://chat.example/client.js';

afterEach(() => {
  delete window.webpackChat;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

/** jsdom does not load scripts: settle the pending one as the network would. */
function settleScript(outcome: 'load' | 'error', client?: { open: jest.Mock }) {
  const script = document.head.querySelector<HTMLScriptElement>('script[data-chat-client]');
  if (!script) throw new Error('no chat script was added');
  if (outcome === 'load' && client) window.webpackChat = client;
  script.dispatchEvent(new Event(outcome));
}

describe('ChatLauncher', () => {
  it('says chat is not configured when no script URL is set, and offers the community chat room', async () => {
    render(<ChatLauncher scriptUrl={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('Chat is not configured on this site.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'webpack community chat room' })).toHaveAttribute('href', 'https://gitter.im/webpack/webpack');
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('loads the client on the first click and opens it; later clicks only reopen it', async () => {
    const client = { open: jest.fn() };
    render(<ChatLauncher scriptUrl={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('Loading the chat…')).toBeInTheDocument();
    expect(document.head.querySelector('script')).toHaveAttribute('src', URL);
    settleScript('load', client);
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.open).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says so when the script fails to load, and tries again on the next click', async () => {
    render(<ChatLauncher scriptUrl={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    settleScript('error');
    expect(await screen.findByText(/The chat could not be loaded/)).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('says so when the script loads but provides no chat client', async () => {
    render(<ChatLauncher scriptUrl={URL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    settleScript('load');
    expect(await screen.findByText('The chat script loaded but did not start a chat window.')).toBeInTheDocument();
  });

  it('does nothing outside a browser', async () => {
    await expect(openChat(URL, null)).resolves.toBe('outside-browser');
  });
});
