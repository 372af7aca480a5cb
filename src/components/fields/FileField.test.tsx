import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testUtils';
import FileField from './FileField';

describe('FileField', () => {
  it('is a labelled file input reporting the chosen files', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(
      <FileField
        name="photo"
        label="Photo"
        accept="image/*"
        onChange={onChange}
        hint="JPEG or PNG"
        required
      />,
    );
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleDescription('JPEG or PNG');
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledWith([file]);
  });

  it('marks an error', () => {
    renderWithUi(
      <FileField name="photo" label="Photo" onChange={() => undefined} error="Required" required />,
    );
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
  });
});
