import { act } from '@testing-library/react';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrateLater } from '../../src/components/HydrateLater';

const events: string[] = [];

function Inside() {
  events.push('inside rendered');
  return <button type="button">Go</button>;
}

function Page({ onHydrated }: { readonly onHydrated: () => void }) {
  React.useLayoutEffect(() => {
    events.push('outside committed');
  }, []);
  return (
    <div>
      <HydrateLater onHydrated={onHydrated}>
        <Inside />
      </HydrateLater>
    </div>
  );
}

beforeEach(() => {
  events.length = 0;
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('hydrates what the build served inside it after the rest has committed, keeping the served DOM', async () => {
    const onHydrated = jest.fn();
    const container = document.createElement('div');
    // As the build serves it: React's server renderer marks a Suspense boundary with <!--$--> … <!--/$-->.
    container.innerHTML = '<div><!--$--><button type="button">Go</button><!--/$--></div>';
    document.body.append(container);
    const served = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Page onHydrated={onHydrated} />);
      await Promise.resolve();
    });
    expect(events).toEqual(['outside committed', 'inside rendered']);
    expect(container.querySelector('button')).toBe(served);
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its children and reports them when nothing was served', async () => {
    const onHydrated = jest.fn();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page onHydrated={onHydrated} />));
    expect(container.querySelector('button')).toHaveTextContent('Go');
    expect(onHydrated).toHaveBeenCalledTimes(1);
  });
});
