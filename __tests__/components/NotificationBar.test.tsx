import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { NotificationBar } from '../../src/components/NotificationBar';
import { NOTIFICATION_BODY_CLASS, NOTIFICATION_KEY, notificationHeadScript } from '../../src/lib/notification';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('NotificationBar', () => {
  it('shows, marks the body, and stores "2" when closed', () => {
    render(<NotificationBar />);
    expect(screen.getByRole('region', { name: 'Notice' })).toBeInTheDocument();
    expect(document.body).toHaveClass(NOTIFICATION_BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(window.localStorage.getItem(NOTIFICATION_KEY)).toBe('2');
    expect(document.body).not.toHaveClass(NOTIFICATION_BODY_CLASS);
  });

  it('stays hidden when localStorage already holds 2', () => {
    window.localStorage.setItem(NOTIFICATION_KEY, '2');
    render(<NotificationBar />);
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it('offers no close button when localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<NotificationBar />);
    expect(screen.getByRole('region', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss this notice' })).toBeNull();
  });

  it('head script marks <html> before paint when dismissed', () => {
    window.localStorage.setItem(NOTIFICATION_KEY, '2');
    new Function(notificationHeadScript)();
    expect(document.documentElement).toHaveClass('notification-dismissed');
  });
});
