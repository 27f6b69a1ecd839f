import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { baseApi } from '@/shared/api/base-api';
import { endSession } from './session';

/** Clears the stored session and cached server data, then goes to sign-in (spec section 4). */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    dispatch(baseApi.util.resetApiState());
    navigate(Paths.signin, { replace: true });
  }, [dispatch, navigate]);
}
